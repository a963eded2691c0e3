export default function ManagePage() {
  return (
    <main>
      <h1>Manage</h1>
    </main>
  );
}

export default function ClientHomePage() {
  return (
    <main>
      <h1>Client Portal</h1>
    </main>
  );
}

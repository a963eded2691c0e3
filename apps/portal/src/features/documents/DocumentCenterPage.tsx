export default function DocumentCenterPage() {
  return (
    <main>
      <h1>Document Center</h1>
    </main>
  );
}

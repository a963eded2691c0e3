export default function LibraryPage() {
  return (
    <main>
      <h1>Library</h1>
    </main>
  );
}

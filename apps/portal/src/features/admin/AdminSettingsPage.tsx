export default function AdminSettingsPage() {
  return (
    <main>
      <h1>Settings</h1>
    </main>
  );
}

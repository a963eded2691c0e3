export default function FeedbackAdminPage() {
  return (
    <main>
      <h1>Feedback Management</h1>
    </main>
  );
}

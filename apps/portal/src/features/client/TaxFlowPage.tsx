export default function TaxFlowPage() {
  return (
    <main>
      <h1>Tax Flow</h1>
    </main>
  );
}

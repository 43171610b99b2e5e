/** Placeholder while the server says who is logged in. */
export function CheckingAuth() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center text-gray-600">
      Verificando autenticación...
    </div>
  );
}

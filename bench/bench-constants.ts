/** The admin password of the benchmark station (a throwaway data dir, never a real one). */
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password-1';

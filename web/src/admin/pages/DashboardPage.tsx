import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { BackupSection } from '../dashboard/BackupSection';
import { FollowersSection } from '../standby/FollowersSection';
import { TimeZoneSection } from '../core/TimeZoneSection';
import { DashboardMenu } from '../dashboard/DashboardMenu';
import { EnquiriesSection } from '../dashboard/EnquiriesSection';
import { LiveConnectionsPanel } from '../dashboard/LiveConnectionsPanel';
import { ManagementPanel } from '../dashboard/management/ManagementPanel';
import { OverviewSection } from '../dashboard/OverviewSection';
import { ProgrammingSettingsSection } from '../dashboard/programming-settings/ProgrammingSettingsSection';
import { RequestSettingsSection } from '../dashboard/RequestSettingsSection';
import { RecordingStorageNotice } from '../recordings/RecordingStorageNotice';
import { isSectionId, SECTIONS, type SectionId } from '../dashboard/sections';
import { SettingsSection } from '../dashboard/SettingsSection';
import { ScheduleSection } from '../schedule/ScheduleSection';
import { LiveMissingNotice } from '../streaming/LiveMissingNotice';
import { useStreamingStatus } from '../streaming/useStreamingStatus';
import { UsersSection } from '../users/UsersSection';

// The calendar component is the admin's biggest library: only the "Programación" section loads it.
const ProgrammingWeek = lazy(() => import('../programming/ProgrammingWeek'));

const CONTENT: Record<SectionId, () => ReactNode> = {
  resumen: () => (
    <div className="space-y-4">
      <LiveConnectionsPanel />
      <OverviewSection />
    </div>
  ),
  musica: () => <ManagementPanel initialTab="music" />,
  galeria: () => <ManagementPanel initialTab="gallery" />,
  streaming: () => <ManagementPanel initialTab="streaming" />,
  'en-vivo': () => <ManagementPanel initialTab="live" />,
  programacion: () => (
    <div className="space-y-8">
      <Suspense fallback={<p role="status">Cargando calendario...</p>}>
        <ProgrammingWeek />
      </Suspense>
      <section className="space-y-3">
        <h3 className="text-lg font-semibold">Programas puntuales</h3>
        <ScheduleSection />
      </section>
    </div>
  ),
  usuarios: () => <UsersSection />,
  configuracion: () => (
    <div className="space-y-4">
      <SettingsSection />
      <ProgrammingSettingsSection />
      <RequestSettingsSection />
      <TimeZoneSection />
      <BackupSection />
      <FollowersSection />
    </div>
  ),
  consultas: () => <EnquiriesSection />,
};

/** /admin/dashboard: side-menu sections; the chosen one is in ?section= so links and reloads keep it. */
export default function DashboardPage() {
  const [params] = useSearchParams();
  const requested = params.get('section');
  const section: SectionId = isSectionId(requested) ? requested : 'resumen';
  const label = SECTIONS.find((s) => s.id === section)?.label;
  const status = useStreamingStatus();
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold">Panel de Administración</h1>
      <LiveMissingNotice liveMissing={status.data?.liveMissing} className="mb-6" />
      <RecordingStorageNotice className="mb-6" />
      <div className="flex flex-col gap-6 lg:flex-row">
        <DashboardMenu current={section} />
        <div className="min-w-0 flex-1">
          <h2 className="mb-4 text-xl font-semibold">{label}</h2>
          {CONTENT[section]()}
        </div>
      </div>
    </div>
  );
}

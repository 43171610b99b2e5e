import { Tabs } from 'radix-ui';
import { BackToDashboard } from '../common/BackToDashboard';
import { tabListClass, tabTriggerClass } from '../common/styles';
import { AsRunLog } from '../reports/AsRunLog';
import { InspectionPackage } from '../reports/InspectionPackage';
import { MusicUseReport } from '../reports/MusicUseReport';

/** /admin/reports: proof of what aired, for the regulator, the collecting societies and the advertisers. */
export default function ReportsPage() {
  return (
    <div>
      <BackToDashboard />
      <h1 className="mb-6 text-2xl font-bold">Registro de emisión</h1>
      <Tabs.Root defaultValue="as-run">
        <Tabs.List aria-label="Informes" className={tabListClass}>
          <Tabs.Trigger value="as-run" className={tabTriggerClass}>
            Lo emitido
          </Tabs.Trigger>
          <Tabs.Trigger value="music-use" className={tabTriggerClass}>
            Uso de música
          </Tabs.Trigger>
          <Tabs.Trigger value="package" className={tabTriggerClass}>
            Paquete de inspección
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="as-run">
          <AsRunLog />
        </Tabs.Content>
        <Tabs.Content value="music-use">
          <MusicUseReport />
        </Tabs.Content>
        <Tabs.Content value="package">
          <InspectionPackage />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

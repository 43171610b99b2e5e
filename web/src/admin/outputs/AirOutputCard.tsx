import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { airChainViewSchema } from '../../../../shared/schemas/broadcast/air-chain';
import { AIR_WINDOW_PREFIX, airDeviceText } from '../../../../shared/schemas/broadcast/air-window';
import { airOutputFormSchema, airOutputFromForm } from '../../../../shared/schemas/broadcast/air-chain-forms';
import { zodResolver } from '../../lib/zod-resolver';
import { FieldError } from '../common/FieldError';
import { cardClass, inputClass, labelClass, primaryButton } from '../common/styles';
import { useAirChain, useSaveAirChain } from './air-chain-api';

type AirChainView = z.infer<typeof airChainViewSchema>;

const STATE_TEXT = { off: 'Sin dispositivo', starting: 'Arrancando…', playing: 'Sonando', failing: 'No puede sonar' };

/** "Salida al emisor": the sound device that feeds the transmitter, its delay and its gain. */
export function AirOutputCard() {
  const view = useAirChain();
  return (
    <section className={`${cardClass} mb-8`} aria-labelledby="air-output-title">
      <h2 id="air-output-title" className="mb-1 text-lg font-semibold">
        Salida al emisor
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        La tarjeta de sonido que alimenta el transmisor de FM: suena siempre que la emisora está en el aire, la escuche
        alguien en la web o no.
      </p>
      {view.data ? <AirOutputForm view={view.data} /> : <p className="text-sm text-gray-500">Cargando…</p>}
    </section>
  );
}

function AirOutputForm({ view }: { view: AirChainView }) {
  const save = useSaveAirChain();
  const form = useForm({
    resolver: zodResolver(airOutputFormSchema),
    defaultValues: {
      device: view.settings.device ?? '',
      delaySeconds: view.settings.delayMs / 1000,
      gainDb: view.settings.gainDb,
    },
  });
  const errors = form.formState.errors;
  const status = view.airOutput;
  const windowCards = view.windowDevices.map((card) => ({
    value: `${AIR_WINDOW_PREFIX}${card.deviceId}`,
    text: `Tarjeta de sonido del PC del estudio: ${card.label}`,
  }));
  const known = new Set([...view.devices.map((device) => device.name), ...windowCards.map((card) => card.value)]);
  const stored = view.settings.device;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(airOutputFromForm(values)))}
      className="space-y-4"
    >
      <p className="text-sm" data-testid="air-output-state">
        Estado: <strong>{STATE_TEXT[status?.state ?? 'off']}</strong>
        {status?.device ? ` en «${airDeviceText(status.device, view.windowDevices)}»` : ''}
        {status?.alert ? ` · ${status.alert}` : ''}
      </p>
      <div>
        <label htmlFor="air-output-device" className={labelClass}>
          Dispositivo de sonido
        </label>
        <select id="air-output-device" className={inputClass} {...form.register('device')}>
          <option value="">
            {view.startupDevice ? `El del arranque (${view.startupDevice})` : 'Ninguno: sin salida al emisor'}
          </option>
          {stored && !known.has(stored) && <option value={stored}>{stored} (no encontrado ahora)</option>}
          {windowCards.map((card) => (
            <option key={card.value} value={card.value}>
              {card.text}
            </option>
          ))}
          {view.devices.map((device) => (
            <option key={device.name} value={device.name}>
              {device.description ? `${device.name} — ${device.description}` : device.name}
            </option>
          ))}
        </select>
        {view.devices.length === 0 && windowCards.length === 0 && (
          <p className="mt-1 text-sm text-amber-800" data-testid="air-output-no-devices">
            Este equipo no muestra ninguna tarjeta de sonido: conecta la que va al transmisor y vuelve a abrir esta
            página.
          </p>
        )}
        <p className="mt-1 text-xs text-gray-500">
          Elige la tarjeta cuya salida va cableada a la entrada de audio del transmisor (suele llevar el nombre de la
          interfaz: «USB Audio», «Line»…). Las tarjetas «del PC del estudio» suenan a través de la ventana de Emisora en
          ese PC, que debe estar abierta. Para comprobarla, guárdala: la emisora empieza a sonar por ella en ese momento
          y el estado de arriba pasa a «Sonando» si la tarjeta acepta el audio; confirma después en un receptor de FM
          que se oye en antena.
        </p>
        <FieldError message={errors.device?.message} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="air-output-delay" className={labelClass}>
            Retardo (s)
          </label>
          <input
            id="air-output-delay"
            type="number"
            step={0.1}
            min={0}
            max={10}
            className={inputClass}
            {...form.register('delaySeconds', { valueAsNumber: true })}
          />
          <p className="mt-1 text-xs text-gray-500">De 0 a 10 s: retardo de seguridad o para igualar la web.</p>
          <FieldError message={errors.delaySeconds?.message} />
        </div>
        <div>
          <label htmlFor="air-output-gain" className={labelClass}>
            Ganancia (dB)
          </label>
          <input
            id="air-output-gain"
            type="number"
            step={0.5}
            min={-24}
            max={12}
            className={inputClass}
            {...form.register('gainDb', { valueAsNumber: true })}
          />
          <FieldError message={errors.gainDb?.message} />
        </div>
      </div>
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        Guardar salida al emisor
      </button>
    </form>
  );
}

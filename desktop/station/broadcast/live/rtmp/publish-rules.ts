import { STREAM_APP, STREAM_OUTPUT_NAME } from '../../../../../shared/station/audio-format';

/** Replaces any occurrence of the key with a mask, for every log line that may contain a stream path. */
export function maskKey(text: string, key: string): string {
  return key ? text.split(key).join('****************') : text;
}

export type PublishVerdict =
  | 'accept'
  | 'internal'
  | 'wrong-app'
  | 'own-output'
  | 'wrong-key'
  | 'disabled'
  | 'busy'
  | 'not-admitted';

/** Who may publish: pure, so every refusal reason is unit-tested. `internal`: our own in-process output. */
export function judgePublish(input: {
  app: string;
  name: string;
  internal: boolean;
  streamKey: string;
  /** A presenter's own stream key (from their live credentials): accepted here, then the live arbiter decides. */
  presenterKey?: boolean;
  isEnabled: boolean;
  livePublisher: boolean;
  /** The name is a user's own stream key (auth/live-credentials.ts). */
  userKey?: boolean;
  /** What live-admission.ts said of this key's owner now. */
  admitted?: boolean;
}): PublishVerdict {
  if (input.app !== STREAM_APP) return 'wrong-app';
  if (input.name === STREAM_OUTPUT_NAME) return input.internal ? 'internal' : 'own-output';
  if (input.name !== input.streamKey && !input.userKey && !input.presenterKey) return 'wrong-key';
  if (!input.isEnabled) return 'disabled';
  if (input.livePublisher) return 'busy';
  if (input.admitted === false) return 'not-admitted';
  return 'accept';
}

/**
 * What a refused publisher is told, as RTMP servers tell it (an onStatus error that OBS and ffmpeg show): a name
 * that is no key is a bad name, anything else a rejection, with the reason in the presenter's language.
 */
export const PUBLISH_REFUSALS: Record<
  Exclude<PublishVerdict, 'accept' | 'internal' | 'not-admitted'>,
  { code: string; description: string }
> = {
  'wrong-app': { code: 'NetStream.Publish.BadName', description: 'Dirección incorrecta: publica en rtmp://…/live.' },
  'own-output': {
    code: 'NetStream.Publish.BadName',
    description: 'Ese nombre es la salida de la emisora: usa tu clave de emisión.',
  },
  'wrong-key': { code: 'NetStream.Publish.BadName', description: 'Clave de emisión incorrecta.' },
  disabled: {
    code: 'NetStream.Publish.Rejected',
    description: 'La emisión en directo está desactivada en la emisora.',
  },
  busy: {
    code: 'NetStream.Publish.Rejected',
    description: 'Ya hay una fuente en antena por RTMP: solo se admite una a la vez.',
  },
};

import { instanceKey } from '../config/instance-key';
import type { RuntimeConfig } from '../config/runtime-config';

export const queuePrefix = (cfg: RuntimeConfig): string => `sqldaily-${instanceKey(cfg)}`;

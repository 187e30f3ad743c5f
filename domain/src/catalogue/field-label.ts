import type { MessageKey } from '../messages/en';

/** The catalogue key of a field's label (the core names it too, to say which field a refusal is about). */
export function fieldLabel(name: string): MessageKey {
  return `field.${name}` as MessageKey;
}

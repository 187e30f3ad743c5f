import { addCatalogue, en, type Catalogue } from '@gia/domain';
import { registerTexts } from '@gia/shared-ui';

/**
 * The catalogue this remote was built with (domain is bundled into each remote), made known to the
 * core's translator: a text added to domain after the shell was built still reads right in this
 * remote's screens. Hindi is fetched when chosen, into this remote's own domain copy too. Also its own
 * entry, `@gia/shared-ui/requests/domain-texts`, so an app's screens module registers the texts without
 * pulling the whole library into its first chunk.
 */
export function registerDomainTexts(): void {
  void registerTexts({
    name: 'domain',
    en,
    load: {
      hi: () =>
        import(/* webpackChunkName: "messages-hi" */ '@gia/domain/hi').then((m) => {
          addCatalogue('hi', m.hi as Catalogue);
          return m.hi;
        })
    }
  });
}

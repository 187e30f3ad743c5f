import type { releasesEn } from './releases.en';

/** Hindi of releases.en.ts. */
export const releasesHi: Record<keyof typeof releasesEn, string> = {
  'remote.updated': 'पोर्टल का यह भाग अपडेट हो गया है। नया संस्करण इस्तेमाल करने के लिए पेज फिर से लोड करें।',
  'remote.incompatible':
    'पोर्टल के इस भाग को इस पेज से नए पोर्टल संस्करण की ज़रूरत है। पेज फिर से लोड करें; अगर यह संदेश बना रहे, तो कृपया बाद में फिर प्रयास करें।',
  'remote.reload': 'फिर से लोड करें'
};

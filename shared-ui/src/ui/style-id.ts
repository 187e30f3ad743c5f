/** The id of the portal's one <style> element (portal-styles.ts holds the stylesheet itself). */
export const PORTAL_STYLE_ID = 'gia-styles';

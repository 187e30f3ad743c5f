/** The browser journeys drive Debian's Chromium; install it when missing (as root), or say how. */
const { execSync } = require('child_process');
const fs = require('fs');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('Chromium is missing. Install it with: sudo apt-get update && sudo apt-get install -y chromium');
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the browser journeys...");
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', { stdio: 'inherit' });
  return CHROMIUM;
}

module.exports = { ensureChromium, CHROMIUM };

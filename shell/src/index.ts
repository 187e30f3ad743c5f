// The entry is webpack's runtime alone: the page asks for it and the first screens' chunks at once (their
// addresses are in its head, webpack.landing-start.js), and the entry runs them as they arrive.
import('./bootstrap');

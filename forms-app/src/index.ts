// The async boundary lets webpack's sharing agree on the shared singletons before any of them runs.
import('./bootstrap');

// The async boundary federation needs before shared modules are used.
import('./bootstrap');

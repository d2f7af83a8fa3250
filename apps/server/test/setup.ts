// Tests run with the prototypes frozen, as the server and the CLI do (src/harden.ts).
import '../src/harden';

import { describeApiFuzz } from '../support/api-fuzz.ts';

// Half of the operations each (tests/support/api-fuzz.ts), so the two halves run side by side.
describeApiFuzz(0, 2);

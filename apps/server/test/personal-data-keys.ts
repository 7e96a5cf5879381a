import { useTestKeys } from './helpers/personal-data-keys.ts';

// Every test file starts with the run's keys, whatever the file before it in this worker installed.
useTestKeys();

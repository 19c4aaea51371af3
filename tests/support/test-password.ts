/** Password of the demo users in every test database. */
export const TEST_PASSWORD = 'Demo@2121';

"""Engine-free pieces every title shares: seeded randomness, action text, errors, seats."""

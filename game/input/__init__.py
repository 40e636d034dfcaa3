"""Input: the only code that reads the pygame event queue (see intents.py)."""

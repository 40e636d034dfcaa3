"""Drawing, text, fonts and sound: everything a scene needs to show and play."""

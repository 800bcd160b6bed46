"""Computer opponents: policies (what to play, from a seat's view) and timing (when)."""

"""Pygame front end: scenes, sprites, layout, and the art, font and sound loaders."""

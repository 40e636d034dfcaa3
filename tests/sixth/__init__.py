"""A toy sixth title, "stones" (take 1 to 3 stones, who takes the last wins), written into a
temporary package by tests/test_sixth_title.py: the files a new title brings, and nothing else."""

"""Instructor grading of untrusted submissions: the batch, its sandboxed workers, timed checks, Gradescope."""

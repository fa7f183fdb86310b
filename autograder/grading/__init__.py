"""Grading one exercise: specs and cases, running checks, failures and outcomes, the gradebook and its feedback."""

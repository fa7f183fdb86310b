"""The grading vocabulary: calls, cases and specs; failures and outcomes; seeded draws; loading a submission.

Checks and specs speak it; running them is `autograder.engine`'s.
"""

"""`python -m autograder`: the course's command line (see autograder/cli.py)."""

from autograder.cli import main

raise SystemExit(main())

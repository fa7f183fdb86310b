"""`python -m autograder`: the course's command line (see autograder/authoring/cli.py).

Before JAX starts in this process: on a GPU it would otherwise take 75% of the device's memory
at once, leaving too little for the batch's workers (an instructor's own setting is kept).
"""

import os

os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")

from autograder.authoring.cli import main  # noqa: E402

raise SystemExit(main())

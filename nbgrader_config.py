"""nbgrader's configuration for this course.

nbgrader reads this file from the folder it runs in. `python -m autograder nbgrader-course DIR`
copies it into a new nbgrader course directory (with `source/NN_topic/` for every topic that
has a notebook), and `python -m autograder release` uses it to make `exercises/NN_topic/*.ipynb`
with `nbgrader generate_assignment`. An assignment is named after its topic folder
(`01_arrays`), so a notebook's check finds `arrays.py` beside it in every nbgrader folder.
"""

from autograder.course.manifest import load_course

c = get_config()  # noqa: F821 (nbgrader defines it when it reads this file)

c.CourseDirectory.course_id = "jax-by-doing"
# A topic's folder holds the notebook and the exercise file the notebook imports.
c.CourseDirectory.ignore = [".ipynb_checkpoints", "*.pyc", "__pycache__", "feedback", ".hypothesis"]

# The student's code is the exercise file beside the notebook: autograde must grade theirs, not
# put back the released stub (nbgrader overwrites every other file from the source folder).
c.Autograde.exclude_overwriting = {topic.folder: [f"{topic.id}.py"] for topic in load_course().topics}

# Written answers: the model answer in the source notebook becomes this line for students.
c.ClearSolutions.text_stub = "YOUR ANSWER HERE"
c.ClearSolutions.code_stub = {"python": "# YOUR CODE HERE\nraise NotImplementedError()"}

# Autograde runs every check of every exercise; a topic takes well under a minute.
c.Execute.timeout = 300
c.Execute.startup_timeout = 120

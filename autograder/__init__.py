"""The course's grader, one subpackage per audience (the course authors' page, docs/authors.md: "A map of the code").

course/ the course as files · grading/ the vocabulary (cases, failures, outcomes) · checks/ the
check library · specs/ one grading spec per topic · engine/ one exercise graded · pytest_plugin/ `pytest autograder` · student/ `jaxcourse`
and the notebook check · batch/ instructor grading in a sandbox · authoring/ the author's tools.
"""

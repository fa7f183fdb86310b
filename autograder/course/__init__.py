"""The course as files: the manifest (course.yml), a submission's topic modules, and the stub maker."""

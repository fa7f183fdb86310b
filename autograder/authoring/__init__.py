"""The course author's tools: release, the nbgrader course, calibration, stability, variants."""

"""Grading a class on a Slurm cluster, for real: a one-node cluster, a job array of shards, `merge`.

Method: the module writes a one-node Slurm configuration in its temporary folder (controller on
localhost, one node `node1` with this machine's memory, one partition, free ports; processes
tracked through /proc and no task plugin, since a container has no cgroups of its own), makes a
MUNGE key and starts munged, slurmctld and slurmd in the foreground as its own child processes;
they are stopped at the end, after any job left is cancelled, even when a test fails. It then
submits the instructors' job-array script (docs/instructors.md) with `sbatch --array=1-2 --wait`: each task runs
`python -m autograder grade --shard $SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT` on four small
submissions of 01_arrays (the solution, a wrong `set_diagonal`, the blank stub, a syntax error).
The shards' folders are merged with `python -m autograder merge` and the merged gradebook is
compared, file by file, with a one-machine `grade` of the same submissions. No field is left out
of the comparison: 01_arrays has no timed exercise, so nothing in the gradebook depends on speed.

The two tasks run at the same time on one machine (the node is declared with at least two CPUs),
each with the `root` sandbox and its own block of worker uids. The run's log (job ids, each task's
state, times and worker uids, the merged gradebook) is printed in pytest's output and saved as
$TMPDIR/jaxcourse-slurm-run.log.

Caveats: Slurm's daemons need root, and Debian's `slurm-wlm` and `munge`, which ./install.sh
installs. Without root the module is skipped; as root, missing packages are a failure (run
./install.sh), so CI cannot skip it silently.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Callable, Iterator

import pytest

from autograder.batch.isolation import batch_uids, uid_processes
from autograder.course.manifest import load_course

ROOT = load_course().root
TOPIC = "01_arrays"
DAEMONS = {"munged": "/usr/sbin/munged", "slurmctld": "/usr/sbin/slurmctld", "slurmd": "/usr/sbin/slurmd"}
CLIENTS = ("sbatch", "sinfo", "scancel", "squeue")
LOG = Path(tempfile.gettempdir()) / "jaxcourse-slurm-run.log"
SHARES = {1: ["ana", "cleo"], 2: ["ben", "dev"]}  # every 2nd submission, in name order

if os.geteuid() != 0:
    pytest.skip("Slurm's daemons (slurmd runs the jobs) need root: run the suite as root", allow_module_level=True)
MISSING = [path for path in DAEMONS.values() if not os.access(path, os.X_OK)] + [c for c in CLIENTS if not shutil.which(c)]


@dataclass
class Cluster:
    """A running one-node cluster: its folder, the environment its commands need, its daemons."""

    folder: Path
    env: dict[str, str]
    daemons: dict[str, subprocess.Popen] = field(default_factory=dict)

    def run(self, *command: str, timeout: float = 60) -> subprocess.CompletedProcess:
        return subprocess.run(command, capture_output=True, text=True, timeout=timeout, env=self.env, cwd=ROOT)

    def start(self, name: str, *arguments: str) -> None:
        with open(self.folder / f"{name}.out", "w") as output:
            self.daemons[name] = subprocess.Popen([DAEMONS[name], *arguments], stdout=output, stderr=subprocess.STDOUT,
                                                  env=self.env, start_new_session=True)

    def logs(self) -> str:
        """The last lines of every daemon's log, for failure messages."""
        tails = []
        for log in sorted(self.folder.glob("*.log")) + sorted(self.folder.glob("*.out")):
            tails.append(f"--- {log.name}\n" + "\n".join(log.read_text(errors="replace").splitlines()[-15:]))
        return "\n".join(tails)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def slurm_conf(folder: Path, munge_socket: Path) -> str:
    """One controller on localhost, one node (this machine, at least two CPUs), one partition."""
    hardware = subprocess.run(["/usr/sbin/slurmd", "-C"], capture_output=True, text=True, timeout=30).stdout
    memory = int(re.search(r"RealMemory=(\d+)", hardware).group(1))
    cpus = max(2, int(re.search(r"CPUs=(\d+)", hardware).group(1)))
    return f"""\
ClusterName=grading
SlurmctldHost=localhost
SlurmctldPort={free_port()}
SlurmdPort={free_port()}
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket={munge_socket}
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmdParameters=config_overrides
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/filetxt
JobCompLoc={folder}/jobs.txt
MpiDefault=none
ReturnToService=2
StateSaveLocation={folder}/state
SlurmdSpoolDir={folder}/spool
SlurmctldPidFile={folder}/slurmctld.pid
SlurmdPidFile={folder}/slurmd.pid
SlurmctldLogFile={folder}/slurmctld.log
SlurmdLogFile={folder}/slurmd.log
NodeName=node1 NodeHostname=localhost NodeAddr=127.0.0.1 CPUs={cpus} RealMemory={memory} State=UNKNOWN
PartitionName=grading Nodes=node1 Default=YES MaxTime=INFINITE State=UP
"""


def wait_for(what: str, ready: Callable[[], bool], cluster: Cluster, seconds: float = 60) -> None:
    """Poll `ready()` until it is true; fail with the daemons' logs after `seconds`."""
    deadline = time.monotonic() + seconds
    while not ready():
        for name, daemon in cluster.daemons.items():
            assert daemon.poll() is None, f"{name} exited with status {daemon.returncode}\n{cluster.logs()}"
        assert time.monotonic() < deadline, f"{what} not ready after {seconds:.0f} s\n{cluster.logs()}"
        time.sleep(0.2)


def start_cluster(cluster: Cluster) -> None:
    """munged with a fresh key, then slurmctld and slurmd, until the node is idle."""
    folder = cluster.folder
    for name, mode in (("munge", 0o700), ("run", 0o755), ("state", 0o700), ("spool", 0o700)):
        (folder / name).mkdir(mode=mode)
    key = folder / "munge" / "munge.key"
    key.write_bytes(os.urandom(1024))
    key.chmod(0o400)
    munge_socket = folder / "run" / "munge.socket"
    assert len(str(munge_socket)) < 100, f"the socket's path is too long for a Unix socket: {munge_socket}"
    (folder / "slurm.conf").write_text(slurm_conf(folder, munge_socket))
    # --force: the socket lies under pytest's temporary folder (mode 0700), which only root can reach;
    # munged wants every user to reach it, and here only root (the daemons and the jobs) needs to.
    cluster.start("munged", "--foreground", "--force", f"--key-file={key}", f"--socket={munge_socket}",
                  f"--pid-file={folder}/munge/munged.pid", f"--seed-file={folder}/munge/munged.seed")  # logs to munged.out
    wait_for("munged", munge_socket.exists, cluster)
    cluster.start("slurmctld", "-D", "-f", str(folder / "slurm.conf"))
    cluster.start("slurmd", "-D", "-f", str(folder / "slurm.conf"), "-N", "node1")
    wait_for("the node", lambda: cluster.run("sinfo", "--noheader", "--Node", "--format=%T").stdout.strip() == "idle", cluster)


def stop_cluster(cluster: Cluster) -> None:
    """Cancel any job left (its processes end with it), then stop the daemons, newest first."""
    if "slurmctld" in cluster.daemons and cluster.daemons["slurmctld"].poll() is None:
        cluster.run("scancel", "--full", "--partition=grading")
        deadline = time.monotonic() + 30
        while cluster.run("squeue", "--noheader").stdout.strip() and time.monotonic() < deadline:
            time.sleep(0.5)
    for daemon in reversed(list(cluster.daemons.values())):
        if daemon.poll() is None:
            daemon.terminate()
        try:
            daemon.wait(timeout=15)
        except subprocess.TimeoutExpired:
            daemon.kill()
            daemon.wait()


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    assert not MISSING, f"missing {', '.join(MISSING)}: run ./install.sh (it installs Debian's slurm-wlm and munge)"
    folder = tmp_path_factory.mktemp("slurm")
    folder.chmod(0o755)
    inherited = {k: v for k, v in os.environ.items() if not k.startswith(("SLURM_", "SBATCH_", "SQUEUE_", "SINFO_"))}
    running = Cluster(folder, {**inherited, "SLURM_CONF": str(folder / "slurm.conf")})  # not a cluster pytest may run in
    try:
        start_cluster(running)
        yield running
    finally:
        stop_cluster(running)


def make_submissions(folder: Path) -> Path:
    """Four students: the solution, a wrong `set_diagonal`, the blank stub, a syntax error."""
    arrays = f"{TOPIC}/arrays.py"
    solution = (ROOT / "solutions" / arrays).read_text()
    sources = {
        "ana": solution,
        "ben": solution + "\n\ndef set_diagonal(x, value):\n    return x\n",
        "cleo": (ROOT / "exercises" / arrays).read_text(),
        "dev": solution + "\n\ndef broken(:\n    pass\n",
    }
    for student, source in sources.items():
        (folder / student / TOPIC).mkdir(parents=True)
        (folder / student / arrays).write_text(source)
    return folder


# The instructors' job-array script (docs/instructors.md, "Running on a cluster"), with this test's paths.
JOB_SCRIPT = """\
#!/bin/bash
#SBATCH --job-name=grade
#SBATCH --array=1-2
#SBATCH --cpus-per-task=1
#SBATCH --output={out}/slurm-%A_%a.out
exec {python} -m autograder grade {submissions} --out {out}/shard$SLURM_ARRAY_TASK_ID \\
    --shard $SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT --jobs $SLURM_CPUS_PER_TASK --only {topic}
"""


@dataclass
class Run:
    """What the job array left: its id, each task's record and output, and the gradebooks."""

    array_job: str
    tasks: dict[int, dict[str, str]]  # by array task id: slurmctld's completion record (JobId, JobState, ...)
    outputs: dict[int, str]  # by array task id: the task's stdout and stderr
    shards: Path
    merged: Path
    one_machine: Path
    merge_run: subprocess.CompletedProcess  # `merge shard1 shard2`
    one_machine_run: subprocess.CompletedProcess  # `grade` of every submission on this machine
    log: str = ""


def gradebook(out: Path) -> dict[str, str]:
    """Every file of a gradebook (the saved states aside), by relative path; report.html by name only.

    report.html holds the time it was written and the seconds each submission took to grade, so
    two runs that give the same grades give different reports (autograder/batch/report.py).
    """
    files = {p.relative_to(out).as_posix(): p.read_text() for p in sorted(out.rglob("*")) if p.is_file() and ".state" not in p.parts}
    if "report.html" in files:
        files["report.html"] = "(written; holds times)"
    return files


def started_before(pids: list[int], moment: float) -> list[int]:
    """The processes among `pids` that started before `moment` (seconds since the epoch)."""
    boot = float(next(line.split()[1] for line in Path("/proc/stat").read_text().splitlines() if line.startswith("btime")))
    early = []
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # ended meanwhile
            continue
        if boot + int(fields[19]) / os.sysconf("SC_CLK_TCK") < moment:  # field 22, starttime, in clock ticks
            early.append(pid)
    return early


def completed_tasks(cluster: Cluster, array_job: str, seconds: float = 600) -> dict[int, dict[str, str]]:
    """Wait for the array's tasks to end; their records in slurmctld's job-completion file (`jobcomp/filetxt`)."""
    records = cluster.folder / "jobs.txt"

    def tasks() -> dict[int, dict[str, str]]:
        fields = [dict(re.findall(r"(\w+)=(\S*)", line)) for line in (records.read_text().splitlines() if records.exists() else [])]
        return {int(f["ArrayTaskId"]): f for f in fields if f.get("ArrayJobId") == array_job}

    wait_for(f"array job {array_job}", lambda: len(tasks()) == len(SHARES), cluster, seconds)
    return tasks()


def autograder(*arguments: str) -> subprocess.CompletedProcess:
    """`python -m autograder ARGUMENTS` on this machine, from the repository's root."""
    return subprocess.run([sys.executable, "-m", "autograder", *arguments], capture_output=True, text=True, timeout=600, cwd=ROOT)


@pytest.fixture(scope="module")
def run(cluster: Cluster, tmp_path_factory: pytest.TempPathFactory) -> Run:
    """The job array on the cluster, the merge, and the one-machine run of the same submissions."""
    base = tmp_path_factory.mktemp("grading")
    submissions = make_submissions(base / "submissions")
    shards = base / "shards"
    shards.mkdir()
    script = base / "grade.sbatch"
    script.write_text(JOB_SCRIPT.format(out=shards, python=sys.executable, submissions=submissions, topic=TOPIC))
    started = time.monotonic()
    submitted = cluster.run("sbatch", "--parsable", f"--chdir={ROOT}", str(script))
    assert submitted.returncode == 0, f"sbatch: {submitted.stdout}{submitted.stderr}\n{cluster.logs()}"
    array_job = submitted.stdout.strip().split(";")[0]
    tasks = completed_tasks(cluster, array_job)
    slurm_seconds = time.monotonic() - started
    outputs = {int(p.stem.rsplit("_", 1)[1]): p.read_text() for p in shards.glob("slurm-*_*.out")}
    merge = autograder("merge", *(str(shards / f"shard{i}") for i in sorted(SHARES)), "--out", str(base / "merged"))
    one_machine = autograder("grade", str(submissions), "--out", str(base / "one-machine"), "--only", TOPIC)
    result = Run(array_job, tasks, outputs, shards, base / "merged", base / "one-machine", merge, one_machine)
    result.log = run_log(cluster, result, script.read_text(), slurm_seconds)
    LOG.write_text(result.log)
    return result


def run_log(cluster: Cluster, run: Run, script: str, seconds: float) -> str:
    """What CI shows: the cluster, the script, each task (job id, state, times, share, uids), the gradebooks."""
    version = cluster.run("sinfo", "--version").stdout.strip()
    node = cluster.run("sinfo", "--noheader", "--Node", "--format=%N %c CPUs, %m MB, %T").stdout.strip()
    lines = [f"Slurm run of the batch grader ({version}; node {node}); log saved as {LOG}",
             f"sbatch --parsable grade.sbatch -> array job {run.array_job}, both tasks done after {seconds:.0f} s; grade.sbatch:", script]
    for index in sorted(SHARES):
        task = run.tasks.get(index, {})
        share = sorted(p.stem for p in (run.shards / f"shard{index}" / ".state").glob("*.json"))
        uids = re.search(r"worker uids \d+-\d+", run.outputs.get(index, ""))
        lines.append(f"task {index}/{len(SHARES)}: job {task.get('JobId')} ({run.array_job}_{index}) {task.get('JobState')} "
                     f"exit {task.get('ExitCode')} {task.get('StartTime')} to {task.get('EndTime')}; "
                     f"graded {', '.join(share) or 'nobody'}; {uids.group(0) if uids else 'no worker uids reported'}")
    same = gradebook(run.merged) == gradebook(run.one_machine)
    lines += [f"python -m autograder merge shard1 shard2 --out merged (exit {run.merge_run.returncode}):",
              (run.merge_run.stdout + run.merge_run.stderr[-2000:]).rstrip(),
              f"merged gradebook {'equals' if same else 'DIFFERS FROM'} the one-machine run's: "
              f"{', '.join(sorted(gradebook(run.merged)))} (report.html by name: it holds times)"]
    return "\n".join(lines) + "\n"


def test_the_job_array_graded_both_shards_at_once_each_with_its_own_worker_uids(run: Run, capsys: pytest.CaptureFixture) -> None:
    with capsys.disabled():  # into pytest's output, passing or not
        print("\n" + run.log)
    assert sorted(run.tasks) == [1, 2], f"the completion records of array job {run.array_job}: {run.tasks}"
    for index, task in run.tasks.items():
        assert (task["JobState"], task["ExitCode"]) == ("COMPLETED", "0:0"), f"task {index}: {task}\n{run.outputs.get(index)}"
    first, second = (run.tasks[i] for i in (1, 2))
    assert max(first["StartTime"], second["StartTime"]) < min(first["EndTime"], second["EndTime"]), \
        f"the two tasks did not run at the same time: {first} {second}"
    assert all("isolation: root, allow-list root (bubblewrap)" in run.outputs[i] and "(worker uids" in run.outputs[i]
               for i in (1, 2)), run.outputs
    blocks = [batch_uids(run.outputs[i]) for i in (1, 2)]
    assert blocks[0][1] < blocks[1][0] or blocks[1][1] < blocks[0][0], f"two tasks at once shared worker uids: {blocks}"
    # Every worker ended with its task. Another batch on this machine may hold the block by now: its
    # workers started after the task ended.
    ended = [datetime.fromisoformat(run.tasks[i]["EndTime"]).timestamp() for i in (1, 2)]
    assert [started_before(uid_processes(*block), end) for block, end in zip(blocks, ended)] == [[], []]


def test_each_shard_graded_every_second_student(run: Run) -> None:
    for index, students in SHARES.items():
        folder = run.shards / f"shard{index}"
        assert sorted(p.stem for p in (folder / ".state").glob("*.json")) == students, f"shard {index}; see {LOG}"
        assert [line.split(",")[0] for line in (folder / "grades.csv").read_text().splitlines()[1:]] == students
        assert f"grading {len(students)} submissions" in run.outputs[index]


def test_the_merged_gradebook_is_the_one_machine_gradebook(run: Run) -> None:
    for done in (run.merge_run, run.one_machine_run):
        assert done.returncode == 0, f"`{' '.join(done.args[1:])}` failed:\n{done.stderr[-3000:]}"
    merged = gradebook(run.merged)
    assert merged == gradebook(run.one_machine), f"see {LOG}"
    assert merged["grades.csv"].splitlines() == [
        f"student,{TOPIC},total,max", "ana,10,10,10", "ben,8,8,10", "cleo,0,0,10", "dev,0,0,10",
    ]
    assert "[values] wrong values for set_diagonal" in merged["feedback/ben.txt"]
    assert "SyntaxError: invalid syntax" in merged["feedback/dev.txt"]
    per_student = {f"{folder}/{student}.{kind}" for folder, kind in (("results", "json"), ("feedback", "txt")) for student in ("ana", "ben", "cleo", "dev")}
    assert set(merged) - {"report.html"} == {"grades.csv", "summary.txt", "tampering.csv"} | per_student
    assert merged["tampering.csv"] == "student,exercise,found in,points,finding\n"  # an honest class: none

#!/usr/bin/env bash
# One call's worth of measuring on a lent TPU (the `device` tool): the parts named, in order, within one deadline
# (`CALL_SECONDS`, default 570: a call may run 600 s), each cut to the time left, so a call that finishes a part early
# goes on with the next instead of handing the rest back idle:
#
#   bash benchmarks/tpu_lease.sh batch1 stability_in variants
#
#   grade          pytest autograder on the solutions: a cold compilation cache, then warm
#   stubs          the same on exercises/ alone (must score 0; the seventh lease's two 110 s timeouts were the solutions
#                  graded first: the part lacked --no-grading)
#   batch1, batch2 python -m autograder grade of the solutions, topics 1-8 and 9-16 (batch: all, over 550 s on a v5e)
#   probe          a worker's thread count, and one topic's batch watched by ps
#   calibrate      python -m autograder calibrate --runs 2
#   stability_in   every timed check's stability rows in-process (accelerator_check.py --runs 1)
#   stability_batch  the same in the batch (a worker per implementation: ~25 s a row on a v5e, 66 rows)
#                  STABILITY_ONLY="jit.time_call vmap" limits both stability parts to those exercises or topics
#                  ("jit.time_call:median_wall_time": one timed check; "jit.time_call:median_wall_time:reference": one
#                  implementation of it); STABILITY_SECONDS caps them (default 400)
#   profile        a profile of the slowest checks (benchmarks/profile_checks.py)
#   batch_TOPIC    the same for one topic's folder (batch_16_kernels)
#   tolerances     python -m autograder tolerances --correct-variants --draws 3 (printed, not written)
#   across         python -m autograder tolerances --across --draws 3 --write: the batch verification's factors,
#                  used by the parts after it and brought back as $OUT/tolerances.json
#   variants       tests/variants (benchmarks/variants_here.py) for whatever time is left
#   again_ID       every variant of exercise or topic ID, also those an earlier lease graded (after a fix)
#
# Variants already graded on a TPU (benchmarks/reports/tpu_v5e_*/variants*.jsonl, in the tree) are skipped.
#
# The lent tree is read-only to the user commands run as, so the course is copied to /tmp/c; pyyaml comes from the
# machine's own index; JAX stays on its PYTHONPATH. Every step writes its report under $OUT as it ends and has a
# timeout of its own, so a call that runs out still brings back what was measured. A call that finds the machine
# warm reuses its compilation cache (~/.cache is not writable there: grading/jax_setup.py falls back to /tmp).
# The device tool brings back at most 8 files from `$OUT`: the reports are packed after every part into
# `$OUT/lease.tgz` (beside `log.txt`); a command that adds files of its own must add them to that archive.
set -u
[ $# -gt 0 ] || { echo "name the parts to run (see the top of this file)"; exit 2; }
call_seconds=${CALL_SECONDS:-570}
BACK=${OUT:?the device tool sets OUT}  # what comes back: at most 8 files, so the reports travel as one archive
OUT=/tmp/lease_reports && rm -rf "$OUT" && mkdir -p "$OUT"
pack() { tar czf "$BACK/lease.tgz" -C "$OUT" . 2>/dev/null; cp "$OUT/log.txt" "$BACK/" 2>/dev/null; }
rm -rf /tmp/c && mkdir -p /tmp/c && cp -r . /tmp/c && cd /tmp/c
if [ ! -d /tmp/deps/yaml ] || [ ! -d /tmp/deps/matplotlib ] || [ ! -d /tmp/deps/flatbuffers ]; then
  PIP_CONFIG_FILE=/dev/null python3 -m pip install -q --isolated --only-binary=:all: \
    --index-url file:///opt/pypi/simple --target /tmp/deps pyyaml matplotlib flatbuffers > "$OUT/pip.txt" 2>&1  # the batch report draws plots
fi
export PYTHONPATH=/tmp/c:${PYTHONPATH:-}:/tmp/deps
log() { echo "$(date -u +%T) $*" | tee -a "$OUT/log.txt"; }
left() { echo $((call_seconds - SECONDS)); }  # SECONDS counts from this script's start
step() {  # step NAME SECONDS COMMAND...: run it with a timeout (cut to the time left), its output in $OUT/NAME.txt
  local name=$1 seconds=$2; shift 2
  [ "$seconds" -gt "$(left)" ] && seconds=$(left)
  if [ "$seconds" -lt 30 ]; then log "skip $name: $(left)s left"; return; fi
  log "start $name (limit ${seconds}s)"
  local began=$SECONDS
  timeout "$seconds" "$@" > "$OUT/$name.txt" 2>&1
  log "end $name: exit $? after $((SECONDS - began))s"
  reap
  pack  # after every part: a call cut short still brings back what was measured
}
reap() {  # `timeout` stops its child alone: a part or worker it started would go on holding the chip
  pkill -KILL -f "autograder|accelerator_check|variants_here|profile_checks" 2>/dev/null; sleep 1
}
skip=()
for earlier in benchmarks/reports/tpu_v5e_*/variants*.jsonl; do [ -f "$earlier" ] && skip+=(--skip "$earlier"); done
check=(python3 benchmarks/accelerator_check.py --draws 0 --calibrate-runs 0 --paths none)
stability() {  # stability PATH: every timed check once per implementation, stopping new exercises 40 s before the end
  local cap=${STABILITY_SECONDS:-400} limit
  limit=$(( $(left) < cap ? $(left) : cap ))
  local only=()
  for id in ${STABILITY_ONLY:-}; do only+=(--only "$id"); done
  step "stability_$1" "$limit" "${check[@]}" --no-grading --no-stubs --runs 1 --paths "$1" --budget $((limit - 40)) \
    "${only[@]}" --out "$OUT/stability_$1.json"
}
for part in "$@"; do
  case $part in
    grade)
      # cold: 305 s at the twelfth lease, over 310 s at the fourteenth (more checks): a call of `grade` alone
      step solutions_cold 400 "${check[@]}" --grading-timeout 380 --no-stubs --out "$OUT/solutions_cold.json"
      step solutions_warm 170 "${check[@]}" --grading-timeout 160 --no-stubs --out "$OUT/solutions_warm.json"
      ;;
    stubs)
      step stubs 200 "${check[@]}" --no-grading --grading-timeout 190 --out "$OUT/stubs.json"
      ;;
    batch|batch1|batch2|batch_*)  # one worker (the TPU is exclusive), no compiled programs shared: one student's batch
      case $part in
        batch1) only=(--only 01_arrays 02_prng 03_jit 04_static_args 05_control_flow 06_pytrees 07_grad 08_vmap) ;;
        batch2) only=(--only 09_state 10_gotchas 11_devices 12_training 13_debugging 14_autodiff_control 15_sharding 16_kernels) ;;
        batch_*) only=(--only "${part#batch_}") ;;
        *) only=() ;;
      esac
      mkdir -p /tmp/subs && rm -rf /tmp/subs/ref && cp -r solutions /tmp/subs/ref
      step "grade_$part" 560 python3 -m autograder grade /tmp/subs --out "/tmp/grade_$part" --jobs 1 --xla-cache off "${only[@]}"
      for name in grades.csv summary.txt; do cp "/tmp/grade_$part/$name" "$OUT/${part}_$name" 2>/dev/null; done
      cp "/tmp/grade_$part/.state/ref.json" "$OUT/${part}_state.json" 2>/dev/null
      ;;
    probe)  # a worker's threads on the chip, and one topic's batch with every python process's threads and CPU
      python3 -c "import jax, os; jax.jit(lambda x: x + 1)(1.0).block_until_ready(); print('threads after a jit:', len(os.listdir('/proc/self/task')))" > "$OUT/threads.txt" 2>&1
      (while true; do date -u +%T; ps -eo pid,ppid,etimes,pcpu,rss,nlwp,args | grep -E "[p]ython" | cut -c1-200; sleep 3; done) > "$OUT/ps.txt" 2>&1 &
      monitor=$!
      mkdir -p /tmp/subs && rm -rf /tmp/subs/ref && cp -r solutions /tmp/subs/ref
      step grade_probe 150 python3 -m autograder grade /tmp/subs --out /tmp/grade_probe --jobs 1 --xla-cache off --only 01_arrays
      kill $monitor
      cp -r /tmp/grade_probe/results /tmp/grade_probe/summary.txt "$OUT/" 2>/dev/null
      ;;
    calibrate)
      step calibrate 150 python3 -m autograder calibrate --runs 2
      ;;
    stability_in) stability in-process ;;
    stability_batch) stability batch ;;
    profile)
      step profile 100 python3 benchmarks/profile_checks.py -k "waits_for_result or queues_ahead or (bias_gelu and speedup)"
      ;;
    tolerances)
      step tolerances 200 python3 -m autograder tolerances --correct-variants --draws 3
      ;;
    across)  # what the batch parent's verification needs (checks/tolerances.py), written for the parts after it
      step across 150 python3 -m autograder tolerances --across --draws 3 --write
      cp autograder/checks/tolerances.json "$OUT/tolerances.json"
      ;;
    variants)
      step variants 560 python3 benchmarks/variants_here.py --out "$OUT/variants.jsonl" --budget $(( $(left) - 25 )) \
        "${skip[@]}" --last 16_kernels/blocked_softmax_element_offsets
      ;;
    again_*)  # again_EXERCISE (again_14_autodiff_control.softplus): that exercise's variants, graded before or not
      step "$part" 200 python3 benchmarks/variants_here.py --out "$OUT/$part.jsonl" --budget 150 --only "${part#again_}" \
        --last 16_kernels/blocked_softmax_element_offsets  # it halts the runtime: every later variant would fail
      ;;
    *) log "unknown part $part" ;;
  esac
done
log "done $*"
pack

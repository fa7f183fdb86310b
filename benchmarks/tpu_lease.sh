#!/usr/bin/env bash
# One call's worth of measuring on a lent TPU (the `device` tool), in parts that each fit a 10-minute call:
#
#   bash benchmarks/tpu_lease.sh grade     # pytest autograder on the solutions: a cold compilation cache, then warm
#   bash benchmarks/tpu_lease.sh stubs     # the same on exercises/ (must score 0)
#   bash benchmarks/tpu_lease.sh batch1    # python -m autograder grade of the solutions, topics 1-8 (batch2: 9-16)
#   bash benchmarks/tpu_lease.sh calibrate # python -m autograder calibrate --runs 2
#   bash benchmarks/tpu_lease.sh measure   # stability in both paths; a profile of the slowest checks; variants
#   bash benchmarks/tpu_lease.sh variants  # tests/variants only (benchmarks/variants_here.py), for the whole call
#
# Variants already graded on a TPU (benchmarks/reports/tpu_v5e_*/variants*.jsonl, in the tree) are skipped.
#
# The lent tree is read-only to the user commands run as, so the course is copied to /tmp/c; pyyaml comes from the
# machine's own index; JAX stays on its PYTHONPATH. Every step writes its report under $OUT as it ends and has a
# timeout of its own, so a call that runs out still brings back what was measured. A call that finds the machine
# warm reuses /tmp/c's compilation cache (~/.cache is not writable there: grading/jax_setup.py falls back to /tmp).
set -u
part=${1:?grade, stubs, batch or measure}
OUT=${OUT:?the device tool sets OUT}
rm -rf /tmp/c && mkdir -p /tmp/c && cp -r . /tmp/c && cd /tmp/c
if [ ! -d /tmp/deps/yaml ]; then
  PIP_CONFIG_FILE=/dev/null python3 -m pip install -q --isolated --only-binary=:all: \
    --index-url file:///opt/pypi/simple --target /tmp/deps pyyaml > "$OUT/pip.txt" 2>&1
fi
export PYTHONPATH=/tmp/c:${PYTHONPATH:-}:/tmp/deps
log() { echo "$(date -u +%T) $*" | tee -a "$OUT/log.txt"; }
step() {  # step NAME SECONDS COMMAND...: run it with a timeout, its output in $OUT/NAME.txt
  local name=$1 seconds=$2; shift 2
  log "start $name (limit ${seconds}s)"
  local began=$SECONDS
  timeout "$seconds" "$@" > "$OUT/$name.txt" 2>&1
  log "end $name: exit $? after $((SECONDS - began))s"
  reap
}
reap() {  # `timeout` stops its child alone: a part or worker it started would go on holding the chip
  pkill -KILL -f "autograder|accelerator_check|variants_here|profile_checks" 2>/dev/null; sleep 1
}
skip=()
for earlier in benchmarks/reports/tpu_v5e_*/variants*.jsonl; do [ -f "$earlier" ] && skip+=(--skip "$earlier"); done
check=(python3 benchmarks/accelerator_check.py --draws 0 --calibrate-runs 0 --paths none)
case $part in
  grade)  # about 8 minutes
    step solutions_cold 330 "${check[@]}" --grading-timeout 310 --no-stubs --out "$OUT/solutions_cold.json"
    step solutions_warm 200 "${check[@]}" --grading-timeout 190 --no-stubs --out "$OUT/solutions_warm.json"
    ;;
  stubs)
    step stubs 110 "${check[@]}" --grading-timeout 100 --out "$OUT/stubs.json"
    ;;
  batch|batch1|batch2)  # the whole course did not end in 550 s on a v5e (the CPU's one worker takes 3-4 minutes
    # without compiled programs); batch1 and batch2 grade half the topics each, one call apiece
    case $part in
      batch1) only=(--only 01_arrays 02_prng 03_jit 04_static_args 05_control_flow 06_pytrees 07_grad 08_vmap) ;;
      batch2) only=(--only 09_state 10_gotchas 11_devices 12_training 13_debugging 14_autodiff_control 15_sharding 16_kernels) ;;
      *) only=() ;;
    esac
    mkdir -p /tmp/subs && rm -rf /tmp/subs/ref && cp -r solutions /tmp/subs/ref
    step "grade_$part" 560 python3 -m autograder grade /tmp/subs --out "/tmp/grade_$part" --jobs 1 --xla-cache off "${only[@]}"
    for name in grades.csv summary.txt; do cp "/tmp/grade_$part/$name" "$OUT/${part}_$name" 2>/dev/null; done
    cp "/tmp/grade_$part/.state/ref.json" "$OUT/${part}_state.json" 2>/dev/null
    ;;
  resume)  # the batch's saved state from a call before; its timed phase if the untimed one was saved; then measure's first parts
    ls -la /tmp/grade /tmp/grade/.state > "$OUT/state_listing.txt" 2>&1
    cp /tmp/grade/.state/*.json "$OUT/" 2>/dev/null
    if grep -q '"phase": *"untimed"' /tmp/grade/.state/*.json 2>/dev/null; then
      mkdir -p /tmp/subs && rm -rf /tmp/subs/ref && cp -r solutions /tmp/subs/ref
      step grade_resumed 330 python3 -m autograder grade /tmp/subs --out /tmp/grade --jobs 1 --xla-cache off
      cp -r /tmp/grade/grades.csv /tmp/grade/summary.txt /tmp/grade/.state "$OUT/" 2>/dev/null
    fi
    step profile 100 python3 benchmarks/profile_checks.py -k "waits_for_result or queues_ahead or (bias_gelu and speedup)"
    step stability 150 "${check[@]}" --no-grading --no-stubs --runs 1 --paths in-process,batch --budget 130 \
      --out "$OUT/stability.json"
    ;;
  inprocess)  # about 9.5 minutes: stability of every timed check in-process, then variants
    step stability 230 "${check[@]}" --no-grading --no-stubs --runs 1 --paths in-process --budget 210 \
      --out "$OUT/stability_in_process.json"
    step variants 320 python3 benchmarks/variants_here.py --out "$OUT/variants.jsonl" --budget 300 "${skip[@]}" \
      --last 16_kernels/blocked_softmax_element_offsets
    ;;
  last)  # what a last short call can do: stability in-process, then variants
    step stability 150 "${check[@]}" --no-grading --no-stubs --runs 1 --paths in-process --budget 140 \
      --out "$OUT/stability_in_process.json"
    step variants 250 python3 benchmarks/variants_here.py --out "$OUT/variants.jsonl" --budget 230 "${skip[@]}" \
      --last 16_kernels/blocked_softmax_element_offsets
    ;;
  calibrate)
    step calibrate 150 python3 -m autograder calibrate --runs 2
    ;;
  measure)  # about 9.5 minutes
    step stability 200 "${check[@]}" --no-grading --no-stubs --runs 1 --paths in-process,batch --budget 170 \
      --out "$OUT/stability.json"
    step profile 100 python3 benchmarks/profile_checks.py -k "waits_for_result or queues_ahead or (bias_gelu and speedup)"
    step variants 240 python3 benchmarks/variants_here.py --out "$OUT/variants.jsonl" --budget 220 "${skip[@]}" \
      --last 16_kernels/blocked_softmax_element_offsets
    ;;
  variants)  # about 9.5 minutes
    step variants 560 python3 benchmarks/variants_here.py --out "$OUT/variants.jsonl" --budget 530 "${skip[@]}" \
      --last 16_kernels/blocked_softmax_element_offsets
    ;;
  *) echo "unknown part $part"; exit 2 ;;
esac
log "done $part"

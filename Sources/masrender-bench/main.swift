// Solver benchmark of ../shared/bench/WORKLOADS.md (being written; see issue 3).
print("masrender-bench: the solver benchmark is not implemented yet")

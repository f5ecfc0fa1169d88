// A workload of `marienbad bench`: a solver on fixed positions (each game's: Game::workloads; the
// octal-game theory's: reports/octal_workloads.hpp), and the signature that fingerprints their
// answers (as Stockfish's bench node count does), so a change of behaviour shows as a new
// signature and a change of speed as new times.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace marienbad {

// FNV-1a over 64-bit words: a short fingerprint of every answer the solvers gave.
class Signature {
  public:
    void add(std::uint64_t word) {
        for (int byte = 0; byte < 8; ++byte) {
            hash_ = (hash_ ^ ((word >> (8 * byte)) & 0xFFU)) * 0x100000001B3ULL;
        }
    }
    std::uint64_t value() const { return hash_; }

  private:
    std::uint64_t hash_ = 0xCBF29CE484222325ULL;
};

struct Workload {
    const char* name;
    // Runs the workload, feeding its answers to the signature; returns how many items it did.
    std::function<long long(Signature&)> run;
};

}  // namespace marienbad

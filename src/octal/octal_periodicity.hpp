// When an octal game's nim-sequence is proved ultimately periodic (`marienbad
// octal` prints "preperiod" and "period" only when proved). The Octal Periodicity Theorem
// (Guy and Smith, 1956; Winning Ways, ch. 4): if G(n + p) = G(n) for every n in a window
// e <= n < 2e + p + t, t the most tokens a move takes, then G(n + p) = G(n) for all n >= e.
#pragma once

#include <optional>
#include <span>

#include "core/compute_limit.hpp"
#include "octal/octal_code.hpp"

namespace marienbad {

struct Periodicity {
    int preperiod = 0;  // e: G(n + period) = G(n) for every n >= e, and not for n = e - 1
    int period = 1;     // p >= 1
    bool operator==(const Periodicity&) const = default;
};

// The end of the window that proves (preperiod, period): G(n + period) = G(n) for all n with
// preperiod <= n < the result implies it for all n >= preperiod. Guy and Smith's 2e + p + t
// for games that split heaps; e + t for subtraction games, where G(n) depends on the t values
// before it only. One more when e = 0: a heap of t tokens may have a move taking it all that
// heaps of t + p tokens lack, and a split of n + p into (n - s, p) has no twin for n.
int proof_window_end(const OctalCode& code, Periodicity periodicity);

// How many values prove (preperiod, period): the window plus one period.
int values_needed_for_proof(const OctalCode& code, Periodicity periodicity);

// The smallest period and, for it, the smallest preperiod that `values` (G(0), G(1), ...)
// prove by the theorem; nothing when no period is proved within them. About linear in the count
// (quadratic at worst: `limit`, if any, ticks through it). For an ultimately
// periodic sequence these are its true least period and preperiod, once the values reach far
// enough.
std::optional<Periodicity> find_proved_periodicity(const OctalCode& code,
                                                   std::span<const int> values,
                                                   ComputeLimit* limit = nullptr);

}  // namespace marienbad

// The misère rule of the matchstick row with max-take 3 (handout 004; the octal game 0.777): who
// wins any position, from the runs' Grundy values and how many runs have 1, 4, 5 and 10
// matches. No search: the row's solver evaluates it on each option, the counts updated per
// option.
//
// The rule. Let g(n) be the normal-play Grundy value of a run of n matches (0.777's
// nim-sequence 0, 1, 2, 3, 4, 1, 6, 3, 2, 1, 6, 7, ...: g(1) = 1, g(4) = 4, g(5) = 1, g(10) = 6),
// X the xor of g over the runs, and n1, n4, n5, n10 the numbers of runs of 1, 4, 5 and 10
// matches. A position is exceptional when every run has 1, 4, 5 or 10 matches (the empty row
// too). In misère play the player to move loses exactly when, in the first case that applies:
//   1. the position is not exceptional: X = 0, as in normal play;
//   2. it has only runs of 1, or none: n1 is odd;
//   3. n1 is odd, n5 = 1 and n10 = 0: n4 is odd;
//   4. n1 is odd, n5 = 1, n10 = 1 and n4 = 0: always;
//   5. otherwise: X = 0.
// This is 0.777's misère quotient (in Plambeck and Siegel's sense: 48 elements for the sums of
// runs of up to 300 matches) read as one rule.
//
// Proof, by induction on the number of matches. Write L(P) for "the rule says the player to
// move at P loses". The true outcome is: the empty row is won for the player to move (the
// opponent took the last match), and a non-empty position is lost exactly when every option
// is won. So L is the true outcome at every position once
//   (0) L(empty) is false, and
//   (1) at every non-empty P, L(P) holds exactly when L(Q) fails for every option Q of P,
// since L then agrees with the outcome on P's options by induction, hence on P. (0): the empty
// row has n1 = 0, even, in case 2. For (1), call a run wild when its length is not 1, 4, 5
// or 10, and let w be the number of wild runs of P.
// (a) w >= 2. A move changes one run, so every option keeps a wild run: neither P nor any
//     option is exceptional, and (1) reads "X(P) = 0 exactly when no option has X = 0". That
//     is the normal-play fact: g(n) is the mex of the values g(a) xor g(b) of the options a + b
//     of a run of n, so no move keeps X (it replaces g(n) by another value), and from X != 0 a
//     run n with g(n) xor X < g(n) has an option worth g(n) xor X, which makes X = 0.
// (b) w = 1 and the wild run has n >= 24 matches. A move in it leaves a + b >= 21 matches
//     there, more than two runs of at most 10 hold, so a wild run remains; a move elsewhere
//     keeps it. Again no option is exceptional, and (a)'s argument applies.
// (c) What remains: P exceptional (w = 0), or one wild run of 2 to 23 matches. L of P and of
//     its options depends on n1, n4, n5 and n10 only through their classes: 0, 1, even >= 2,
//     odd >= 3 (X through their parities; the cases through n1 odd, n4 = 0, n5 = 1, n10 = 0 or
//     1, and n4 = n5 = n10 = 0). A move removes one run and adds at most two, so it changes
//     each count by -1 to +2. If a count c is 5 or more, replacing it by c - 2 (3 or more)
//     changes neither its class nor the class of any c + d, d in -1..2 (both at least 2, of
//     the same parity), nor which run lengths are present, hence no L among P and its options:
//     (1) holds at P exactly when it holds at the smaller position. So (1) needs checking
//     only for counts 0 to 4 and no wild run or one of 2 to 23 matches: the test
//     tests/games/row/row_misere_rule_test.cpp checks every count from 0 to 7 with no wild run or
//     one of 2 to 40 matches, every option evaluated by this rule (151,551 positions), and
//     fails on any inconsistent position. That finite check is the computational half of the
//     proof; (a) and (b) are the rest.
#pragma once

namespace marienbad {

// Whether a run of `length` matches (length >= 1) is wild: neither 1, 4, 5 nor 10 matches.
constexpr bool is_wild_run(int length) {
    return length != 1 && length != 4 && length != 5 && length != 10;
}

// What the rule reads of a position: X and the numbers of runs by length.
struct MisereRuleCounts {
    int nim_sum = 0;  // X, the xor of the runs' Grundy values
    int ones = 0;     // n1
    int fours = 0;    // n4
    int fives = 0;    // n5
    int tens = 0;     // n10
    int others = 0;   // runs of any other length (wild runs)

    // A run of `length` matches (length >= 1) and Grundy value `grundy` joins or leaves.
    void add(int length, int grundy) { update(length, grundy, +1); }
    void remove(int length, int grundy) { update(length, grundy, -1); }
    bool exceptional() const { return others == 0; }
    bool operator==(const MisereRuleCounts&) const = default;

  private:
    void update(int length, int grundy, int change) {
        nim_sum ^= grundy;
        switch (length) {
            case 1:
                ones += change;
                break;
            case 4:
                fours += change;
                break;
            case 5:
                fives += change;
                break;
            case 10:
                tens += change;
                break;
            default:
                others += change;
                break;
        }
    }
};

// Which case of the rule decides a position.
enum class MisereRuleCase {
    nim_sum,              // 1. a wild run: the player to move loses iff X = 0
    single_matches,       // 2. only runs of 1, or none: loses iff n1 is odd
    one_five,             // 3. n1 odd, n5 = 1, n10 = 0: loses iff n4 is odd
    one_five_one_ten,     // 4. n1 odd, n5 = 1, n10 = 1, n4 = 0: loses
    exceptional_nim_sum,  // 5. any other exceptional position: loses iff X = 0
};

inline MisereRuleCase misere_rule_case(const MisereRuleCounts& counts) {
    if (!counts.exceptional()) {
        return MisereRuleCase::nim_sum;
    }
    if (counts.fours == 0 && counts.fives == 0 && counts.tens == 0) {
        return MisereRuleCase::single_matches;
    }
    if (counts.ones % 2 == 1 && counts.fives == 1) {
        if (counts.tens == 0) {
            return MisereRuleCase::one_five;
        }
        if (counts.tens == 1 && counts.fours == 0) {
            return MisereRuleCase::one_five_one_ten;
        }
    }
    return MisereRuleCase::exceptional_nim_sum;
}

// Whether the player to move loses in misère play, by the rule.
inline bool misere_rule_loses(const MisereRuleCounts& counts) {
    switch (misere_rule_case(counts)) {
        case MisereRuleCase::single_matches:
            return counts.ones % 2 == 1;
        case MisereRuleCase::one_five:
            return counts.fours % 2 == 1;
        case MisereRuleCase::one_five_one_ten:
            return true;
        case MisereRuleCase::nim_sum:
        case MisereRuleCase::exceptional_nim_sum:
            break;
    }
    return counts.nim_sum == 0;
}

}  // namespace marienbad

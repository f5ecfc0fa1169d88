// Nim rules (handouts 000 and 002): piles of pieces; a move takes 1 to all the pieces of one pile.
// A pile that becomes empty is removed and the piles after it shift left (handout 000's
// "défragmenter"), so a position only ever holds non-empty piles.
#pragma once

#include <span>
#include <vector>

#include "core/convention.hpp"
#include "core/random.hpp"

namespace marienbad {

// Handout 000's limits for a game board: at most 20 piles ("colonnes") of at most 35 pieces.
inline constexpr int k_nim_max_piles = 20;
inline constexpr int k_nim_max_pieces = 35;
// The largest pile an exercise poses (a puzzle's ending of a large pile and single pieces): a game
// id reads piles up to it, so that every position the program shows has an id.
inline constexpr int k_nim_max_posed_pieces = 63;

struct NimPosition {
    std::vector<int> piles;  // every pile holds at least one piece

    int total_pieces() const;
    // Spelled out: libc++ 13 (Emscripten's) deletes a defaulted `auto` <=> over a container.
    std::strong_ordering operator<=>(const NimPosition&) const = default;
};

struct NimMove {
    int pile = 0;  // 0-based index of the pile, as handout 000 numbers its columns
    int take = 0;  // pieces taken, 1..pile size
    bool operator==(const NimMove&) const = default;
};

struct NimUndo {
    NimMove move;
    bool pile_removed = false;  // the move emptied the pile, so apply() erased it
};

// What is wrong with a board given by hand, if anything.
enum class NimBoardError { none, no_piles, too_many_piles, pile_too_small, pile_too_large };

// Checks a board against explicit limits (the game's are handout 000's; the solver's are wider).
NimBoardError check_nim_board(std::span<const int> piles, int max_piles, int max_pieces);

// `pile_count` piles of 1..k_nim_max_pieces pieces each, drawn with `random`.
NimPosition random_nim_position(int pile_count, Random& random);

class NimRules {
  public:
    using Position = NimPosition;
    using Move = NimMove;
    using Undo = NimUndo;

    explicit NimRules(Convention convention) : convention_(convention) {}

    Convention convention() const { return convention_; }
    std::vector<NimMove> legal_moves(const NimPosition& position) const;
    bool is_legal(const NimPosition& position, const NimMove& move) const;
    // Plays a legal move; an emptied pile is removed and the later piles shift left.
    NimUndo apply(NimPosition& position, const NimMove& move) const;
    void undo(NimPosition& position, const NimUndo& undo) const;
    bool is_over(const NimPosition& position) const { return position.piles.empty(); }
    int max_remaining_moves(const NimPosition& position) const { return position.total_pieces(); }
    // Handout 000's random player (nim_choix_ia_aleatoire): a column at random, then a number of
    // pieces at random from it.
    NimMove random_move(const NimPosition& position, Random& random) const;
    // The place a move acts on, for the computer's plausible mistakes: its column.
    int move_place(const NimPosition&, const NimMove& move) const { return move.pile; }

  private:
    Convention convention_;
};

}  // namespace marienbad

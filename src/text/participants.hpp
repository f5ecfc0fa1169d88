// Participants: how the front ends name the two seats to the player ("you", "the computer",
// "Computer 1", "Player 2", ...), the sentences about turns and winners that do not depend on
// the game, and the computer's strength in words.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "match/lineup.hpp"
#include "match/seat.hpp"
#include "players/strength.hpp"
#include "session/game_session.hpp"

namespace marienbad {

enum class Participant { you, computer, computer_one, computer_two, player_one, player_two };

struct Participants {
    std::array<Participant, 2> seats;

    static Participants for_mode(PlayersMode mode);
    // A person at seat one against the computer is "you"; two people are players 1 and 2.
    static Participants for_seats(bool person_at_one, bool person_at_two);
    Participant at(Seat seat) const { return seats[static_cast<std::size_t>(seat_index(seat))]; }
};

// The participant as the subject of a sentence: "The computer", "Computer 1", "Player 2".
// Never asked for `you`, whose sentences are written in the second person.
std::string participant_name(Participant participant);
// "Your turn." / "The computer plays." / "Player 2, your turn."
std::string turn_message(Participant participant);
// "You win!" / "The computer wins." / "Player 1 wins!"
std::string winner_message(Participant winner);
// Said when the input ends before the game does.
std::string abandoned_message();

// "beginner", "medium", "expert", "virtuoso", translated.
std::string level_name(int level);
// "level 4 (virtuoso)" or "probability 0.5 of playing its best move"; in the adaptive style
// "level 3 (expert, adaptive)" or "adaptive play at 0.5 (about 2.4 mistakes a game)".
std::string describe_strength(const Strength& strength);
// Whether two computers play at different strengths (each is then named with its own).
bool computers_differ(const std::vector<ComputerSeat>& computers);
// The computers' strength: one, or each seat's when two differ ("level 2 (medium) against level 4
// (virtuoso)"). `computers` is not empty.
std::string describe_computers(const std::vector<ComputerSeat>& computers);

}  // namespace marienbad

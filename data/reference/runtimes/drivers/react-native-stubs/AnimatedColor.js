// SpringAnimation.js imports AnimatedColor for its config's type only.
export default class AnimatedColor {}

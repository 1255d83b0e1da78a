// Stands in for Animated's base class `Animation`: what SpringAnimation.js
// calls of it, with the JavaScript driver (never the native one).
export default class Animation {
    constructor(config) {
        this.__active = false
        this.__iterations = config.iterations ?? 1
    }
    start(fromValue, onUpdate, onEnd) {
        this.__active = true
        this.__onEnd = onEnd
    }
    stop() {
        this.__active = false
    }
    __startAnimationIfNative() {
        return false
    }
    __notifyAnimationEnd(result) {
        this.__active = false
        const onEnd = this.__onEnd
        this.__onEnd = null
        onEnd && onEnd(result)
    }
}
